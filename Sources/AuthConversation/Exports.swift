@_exported import AuthText
