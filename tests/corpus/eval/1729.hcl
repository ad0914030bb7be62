r = fl || !fl || false
