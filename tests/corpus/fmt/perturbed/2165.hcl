r=  t    ||"yes"||  false
