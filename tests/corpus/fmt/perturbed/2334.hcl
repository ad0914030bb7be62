r =formatlist("%v",    [[1], [2]] )
