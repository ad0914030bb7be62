r = t || obj.enabled.x ? nul.* : tolist(toset([]))
