r = fl
