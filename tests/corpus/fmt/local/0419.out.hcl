r = [-(obj.ports[1]), 42 % 3 * 0 * 1, length({ for x in keys(smap) : x => x... })][0]
