r = pow(3, 0) != true ? big : 007
