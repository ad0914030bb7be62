r = concat(obj.enabled ? values(smap) : values(smap), formatlist("%s=%s", words))
