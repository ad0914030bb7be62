r = try(true + 1, 007) >= -obj.ports[1] ? null == {} ? zero / 2 : element([], 1) : int(7 + 007)
