r = obj.enabled ? words : nested[0]
