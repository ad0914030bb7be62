r = try()
