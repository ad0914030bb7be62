r = { b = false, null = smap["b"], b : "plain" }
