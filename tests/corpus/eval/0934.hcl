r = fl ? "1" + obj.port : !(!(t))
