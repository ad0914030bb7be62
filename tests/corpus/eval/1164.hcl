r = tolist(true || obj.enabled ? regexall("\\d+", u) : true ? strs : values(smap))
