// `import AuthLogin` is all a program that embeds the ready login needs: the screens here are
// built on the terminal library and the whole headless domain, and hand out their types
// (`ScreenView`, `Identity`, `AccountService`...), so both come with it.
@_exported import AuthDomain
@_exported import AuthTUI
