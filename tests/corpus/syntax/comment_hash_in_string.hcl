a = "# not a comment"
b = "// nor this"
