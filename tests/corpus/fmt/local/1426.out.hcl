r = fl ? obj.enabled : { a = 1 }
