r = try("${nums}", "fallback")
