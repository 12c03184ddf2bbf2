import AuthDomain
import AuthTUI

print("authtui")
