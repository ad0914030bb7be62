r = t || obj.enabled.x ? join(", ", regexall("[a-z]", u)) : tostring(abs(1))
