r = obj.enabled ? true : false ? nums < 3 : formatlist("%s=%s", [])
