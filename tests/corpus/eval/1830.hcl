r = compact(formatlist("%s=%s", fl ? strs : values(smap), strs))
