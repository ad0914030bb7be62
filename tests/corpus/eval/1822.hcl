r = split("", tostring(t && obj.enabled))
