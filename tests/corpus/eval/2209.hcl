r = false == !true
