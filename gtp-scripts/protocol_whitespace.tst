# protocol_whitespace.tst - white space (GTP 2 section 3.1, steps 3 and 4):
# tabs count as spaces, runs of spaces separate words like one space, and
# blank or white-space-only lines get no response. This file holds literal
# TAB characters: between id and name on the line of test 1, inside and
# around the words of tests 2 and 3, and alone on the blank-looking lines
# below test 3. The runner sends them to the engine as they are.
1	name
#? [ishi]
2 echo	a		b
#? [a b]
3		echo 	 a 	
#? [a]

   
	
	 	

4    echo     several      spaces     
#? [several spaces]
   5 name
#? [ishi]
6 play	b	e5
#? []
7 color	E5	
#? [black]
8 list_stones    black
#? [E5]
