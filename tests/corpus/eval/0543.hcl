r = concat(false && obj.enabled ? sort(strs) : tolist(strs), concat(formatlist("%s!", objs.*.name), regexall("\\d+", u)))
