r = false ? obj.enabled : t
