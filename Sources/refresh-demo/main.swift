import FoundationEssentials
import Glibc

let code = DemoApp(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(code.rawValue)
