r = regex("[\\p{Foo}]", "aaa")
