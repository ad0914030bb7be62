needed { w = "x" }
item { name = "a" }
tag {}
