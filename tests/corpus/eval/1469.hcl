r = obj.enabled ? nullobj.b : 12345678901234567890 > f
