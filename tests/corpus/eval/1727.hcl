r = [obj.enabled ? obj.enabled : false ? (42) : tonumber("1e3")]
