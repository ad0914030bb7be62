r = obj.enabled ? neg : 7
