x = [for i in range(1000): [for i in range(1000): [for i in range(1000): [for i in range(1000): [for i in range(1000): [for i in range(1000): ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"]]]]]]]
