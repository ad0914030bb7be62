a = x."y"
