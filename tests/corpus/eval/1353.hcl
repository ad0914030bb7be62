r = fl || false
