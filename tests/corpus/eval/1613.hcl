r = fl ? true : true
