r = fl && obj.enabled || obj.enabled && true
