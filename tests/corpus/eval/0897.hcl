r = false ? obj.enabled : true
