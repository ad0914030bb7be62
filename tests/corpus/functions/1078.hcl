r = try("")
