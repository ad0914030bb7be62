r = t || contains(n, 1) ? !obj.enabled : t && false && obj.enabled
