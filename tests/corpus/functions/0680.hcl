r = replace("", null, ["a", "b"])
