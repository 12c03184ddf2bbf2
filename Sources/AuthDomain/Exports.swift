// `import AuthDomain` keeps meaning "the whole headless domain": the app, the TUI, the examples
// and the tests import this one module and see the navigator, the conversation, the process
// helpers, the accounts and the images as before. A program that needs less imports the smaller
// product it uses (`AuthNavigation` and `AuthConversation` need no C library at all).
@_exported import AuthAccounts
@_exported import AuthConversation
@_exported import AuthImages
@_exported import AuthNavigation
@_exported import AuthProcess
