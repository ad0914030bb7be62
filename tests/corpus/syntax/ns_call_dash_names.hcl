a = my-ns::my-func(1)
