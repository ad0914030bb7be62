a = ns::f(1, xs...)
