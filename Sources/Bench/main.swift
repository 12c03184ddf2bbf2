if CommandLine.arguments.dropFirst().first == "image" { ImageBench.run() }
print("bench")
