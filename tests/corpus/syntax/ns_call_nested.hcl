a = ns::f(ns::g(x), h(y))
