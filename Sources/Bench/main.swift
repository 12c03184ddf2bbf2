ComposeBench.runIfAsked()
print("bench")
