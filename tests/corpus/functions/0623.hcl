r = regex("[a-z]+", "123abc456")
