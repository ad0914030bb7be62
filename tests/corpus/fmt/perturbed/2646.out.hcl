must { x = false }
single { v = 2 }
