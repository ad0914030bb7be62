r = fl || true ? obj.enabled : true
